"""GroupNorm -> F.triplet_margin_with_distance_loss: synthesised by warpgym synth (seed 7, index 5428, torch#2, dim 0 x377)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> F.triplet_margin_with_distance_loss"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=1024, num_groups=2)

    def forward(self, x, x1, x2):
        x = self.groupnorm_0(x)
        x = F.triplet_margin_with_distance_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(24128, 1024), torch.randn(24128, 1024), torch.randn(24128, 1024)]


def get_init_inputs():
    return []
