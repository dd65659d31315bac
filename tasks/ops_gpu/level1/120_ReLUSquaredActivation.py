"""hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 1708, transformers#1, dim 0 x3996)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        return x


def get_inputs():
    return [torch.randn(15984, 32, 32, 32)]


def get_init_inputs():
    return []
