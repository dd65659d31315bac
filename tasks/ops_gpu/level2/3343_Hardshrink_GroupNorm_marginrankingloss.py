"""Hardshrink -> GroupNorm -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 4571, torch#3, dim 0 x2773)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> GroupNorm -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.groupnorm_1 = nn.GroupNorm(num_channels=1024, num_groups=2)

    def forward(self, x, x1, x2):
        x = self.hardshrink_0(x)
        x = self.groupnorm_1(x)
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(177472, 1024), torch.randn(177472, 1024), torch.randn(177472, 1024)]


def get_init_inputs():
    return []
