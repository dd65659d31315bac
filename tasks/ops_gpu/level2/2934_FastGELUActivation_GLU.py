"""hf.FastGELUActivation -> GLU: synthesised by warpgym synth (seed 7, index 4641, transformers#2, dim 0 x683)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> GLU"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = self.fastgeluactivation_0(x)
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(43712, 1024)]


def get_init_inputs():
    return []
