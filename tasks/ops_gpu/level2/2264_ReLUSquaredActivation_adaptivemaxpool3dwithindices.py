"""hf.ReLUSquaredActivation -> F.adaptive_max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 3590, transformers#2, dim 0 x4357)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> F.adaptive_max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(69712, 32, 16, 16)]


def get_init_inputs():
    return []
