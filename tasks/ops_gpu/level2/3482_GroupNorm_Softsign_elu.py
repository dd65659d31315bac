"""GroupNorm -> Softsign -> F.elu: synthesised by warpgym synth (seed 7, index 5467, torch#3, dim 0 x505)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> Softsign -> F.elu"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=128, num_groups=2)
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = self.softsign_1(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(16160, 128, 64)]


def get_init_inputs():
    return []
