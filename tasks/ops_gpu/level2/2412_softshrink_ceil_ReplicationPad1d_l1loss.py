"""F.softshrink -> torch.ceil -> ReplicationPad1d -> F.l1_loss: synthesised by warpgym synth (seed 7, index 3294, torch#4, dim 0 x6447)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> torch.ceil -> ReplicationPad1d -> F.l1_loss"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_2 = nn.ReplicationPad1d(padding=1)

    def forward(self, x, x1):
        x = F.softshrink(x)
        x = torch.ceil(x)
        x = self.replicationpad1d_2(x)
        x = F.l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(1650432, 256), torch.randn(1650432, 258)]


def get_init_inputs():
    return []
