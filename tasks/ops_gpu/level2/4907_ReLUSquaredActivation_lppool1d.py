"""hf.ReLUSquaredActivation -> F.lp_pool1d: synthesised by warpgym synth (seed 9, index 284, transformers#2, dim 0 x1337)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> F.lp_pool1d"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(85568, 1024)]


def get_init_inputs():
    return []
