"""F.adaptive_avg_pool1d -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 5215, transformers#2, dim 0 x3616)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """F.adaptive_avg_pool1d -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x):
        x = F.adaptive_avg_pool1d(x, 4)
        x = self.relusquaredactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(28928, 256, 128)]


def get_init_inputs():
    return []
