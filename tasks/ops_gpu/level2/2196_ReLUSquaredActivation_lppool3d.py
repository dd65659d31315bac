"""hf.ReLUSquaredActivation -> F.lp_pool3d: synthesised by warpgym synth (seed 7, index 3470, transformers#2, dim 0 x10400)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> F.lp_pool3d"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = F.lp_pool3d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(41600, 16, 8, 8, 8)]


def get_init_inputs():
    return []
