"""Unfold -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 9, index 495, transformers#2, dim 0 x873)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """Unfold -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.unfold_0(x)
        x = self.relusquaredactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(6984, 16, 32, 32)]


def get_init_inputs():
    return []
