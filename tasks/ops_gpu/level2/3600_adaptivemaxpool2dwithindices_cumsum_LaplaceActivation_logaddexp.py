"""F.adaptive_max_pool2d_with_indices -> torch.cumsum -> hf.LaplaceActivation -> torch.logaddexp: synthesised by warpgym synth (seed 7, index 5645, transformers#4, dim 0 x7005)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> torch.cumsum -> hf.LaplaceActivation -> torch.logaddexp"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_2 = LaplaceActivation()

    def forward(self, x, x1):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = torch.cumsum(x, -1)
        x = self.laplaceactivation_2(x)
        x = torch.logaddexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(56040, 16, 32, 32), torch.randn(56040, 16, 4, 4)]


def get_init_inputs():
    return []
