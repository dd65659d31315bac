"""GroupNorm -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 5872, torch#2, dim 0 x15529)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=256, num_groups=2)

    def forward(self, x, x1):
        x = self.groupnorm_0(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(1987712, 256), torch.randn(1987712, 256)]


def get_init_inputs():
    return []
