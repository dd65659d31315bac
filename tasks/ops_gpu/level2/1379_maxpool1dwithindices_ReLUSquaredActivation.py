"""F.max_pool1d_with_indices -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 2214, transformers#2, dim 0 x2107)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """F.max_pool1d_with_indices -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.relusquaredactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(67424, 128, 64)]


def get_init_inputs():
    return []
