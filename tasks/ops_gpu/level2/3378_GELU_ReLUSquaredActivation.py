"""GELU -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 5312, transformers#2, dim 0 x3941)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """GELU -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.relusquaredactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(1008896, 512)]


def get_init_inputs():
    return []
