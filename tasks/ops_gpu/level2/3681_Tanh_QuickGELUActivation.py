"""Tanh -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 5768, transformers#2, dim 0 x1779)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """Tanh -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = self.tanh_0(x)
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(56928, 128, 64)]


def get_init_inputs():
    return []
