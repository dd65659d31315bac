"""F.adaptive_avg_pool3d -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 655, torch#2, dim 0 x3953)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool3d -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.adaptive_avg_pool3d(x, output_size=4)
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(63248, 32, 16, 16), torch.randn(63248, 4, 4, 4), torch.randn(63248, 4, 4, 4)]


def get_init_inputs():
    return []
