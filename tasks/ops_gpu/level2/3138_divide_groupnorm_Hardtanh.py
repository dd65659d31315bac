"""torch.divide -> F.group_norm -> Hardtanh: synthesised by warpgym synth (seed 7, index 4948, torch#3, dim 0 x1660)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.divide -> F.group_norm -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.hardtanh_2 = nn.Hardtanh()

    def forward(self, x, x1):
        x = torch.divide(x, x1)
        x = F.group_norm(x, num_groups=2)
        x = self.hardtanh_2(x)
        return x


def get_inputs():
    return [torch.randn(106240, 1024), torch.randn(106240, 1024)]


def get_init_inputs():
    return []
