"""hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 3761, transformers#1, dim 0 x9800)."""
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
    return [torch.randn(19600, 8, 8, 16, 16)]


def get_init_inputs():
    return []
