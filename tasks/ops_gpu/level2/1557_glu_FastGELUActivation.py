"""F.glu -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 2482, transformers#2, dim 0 x737)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """F.glu -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = F.glu(x)
        x = self.fastgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(5896, 64, 16, 16)]


def get_init_inputs():
    return []
