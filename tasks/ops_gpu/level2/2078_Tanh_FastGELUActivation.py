"""Tanh -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 3277, transformers#2, dim 0 x282)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """Tanh -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = self.tanh_0(x)
        x = self.fastgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(2256, 16, 32, 32)]


def get_init_inputs():
    return []
