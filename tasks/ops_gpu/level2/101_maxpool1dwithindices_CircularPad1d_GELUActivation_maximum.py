"""F.max_pool1d_with_indices -> CircularPad1d -> hf.GELUActivation -> torch.maximum: synthesised by warpgym synth (seed 7, index 145, transformers#4, dim 0 x1103)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """F.max_pool1d_with_indices -> CircularPad1d -> hf.GELUActivation -> torch.maximum"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)
        self.geluactivation_2 = GELUActivation()

    def forward(self, x, x1):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.circularpad1d_1(x)
        x = self.geluactivation_2(x)
        x = torch.maximum(x, x1)
        return x


def get_inputs():
    return [torch.randn(17648, 64, 128), torch.randn(17648, 64, 44)]


def get_init_inputs():
    return []
