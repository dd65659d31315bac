"""ReplicationPad3d -> torch.remainder -> LocalResponseNorm: synthesised by warpgym synth (seed 9, index 208, torch#3, dim 0 x386)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad3d -> torch.remainder -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)
        self.localresponsenorm_2 = nn.LocalResponseNorm(size=4)

    def forward(self, x, x1):
        x = self.replicationpad3d_0(x)
        x = torch.remainder(x, x1)
        x = self.localresponsenorm_2(x)
        return x


def get_inputs():
    return [torch.randn(772, 8, 8, 16, 16), torch.randn(772, 8, 10, 18, 18)]


def get_init_inputs():
    return []
