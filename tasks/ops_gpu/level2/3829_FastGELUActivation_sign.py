"""hf.FastGELUActivation -> torch.sign: synthesised by warpgym synth (seed 7, index 6021, transformers#2, dim 0 x1821)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> torch.sign"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()

    def forward(self, x):
        x = self.fastgeluactivation_0(x)
        x = torch.sign(x)
        return x


def get_inputs():
    return [torch.randn(233088, 256)]


def get_init_inputs():
    return []
