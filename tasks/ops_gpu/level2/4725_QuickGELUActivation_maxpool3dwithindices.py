"""hf.QuickGELUActivation -> F.max_pool3d_with_indices: synthesised by warpgym synth (seed 9, index 8, transformers#2, dim 0 x2048)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> F.max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(32768, 32, 16, 16)]


def get_init_inputs():
    return []
