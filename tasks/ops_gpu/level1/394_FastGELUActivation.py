"""hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 5859, transformers#1, dim 0 x1841)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()

    def forward(self, x):
        x = self.fastgeluactivation_0(x)
        return x


def get_inputs():
    return [torch.randn(29456, 32, 16, 16)]


def get_init_inputs():
    return []
