"""SELU -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 3380, transformers#2, dim 0 x1597)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """SELU -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = self.selu_0(x)
        x = self.fastgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(25552, 32, 16, 16)]


def get_init_inputs():
    return []
