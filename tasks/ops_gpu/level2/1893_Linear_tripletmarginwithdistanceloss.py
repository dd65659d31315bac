"""Linear -> F.triplet_margin_with_distance_loss: synthesised by warpgym synth (seed 7, index 2586, torch#2, dim 0 x3386)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> F.triplet_margin_with_distance_loss"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=8, out_features=8)

    def forward(self, x, x1, x2):
        x = self.linear_0(x)
        x = F.triplet_margin_with_distance_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(13544, 16, 8, 8, 8), torch.randn(13544, 16, 8, 8, 8), torch.randn(13544, 16, 8, 8, 8)]


def get_init_inputs():
    return []
