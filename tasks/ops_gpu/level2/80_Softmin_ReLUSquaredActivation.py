"""Softmin -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 111, transformers#2, dim 0 x1075)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """Softmin -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.softmin_0(x)
        x = self.relusquaredactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(17200, 32, 16, 16)]


def get_init_inputs():
    return []
