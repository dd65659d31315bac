"""ReplicationPad1d -> torch.fmod -> LayerNorm: synthesised by warpgym synth (seed 7, index 5724, torch#3, dim 0 x3649)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> torch.fmod -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)
        self.layernorm_2 = nn.LayerNorm(normalized_shape=258)

    def forward(self, x, x1):
        x = self.replicationpad1d_0(x)
        x = torch.fmod(x, x1)
        x = self.layernorm_2(x)
        return x


def get_inputs():
    return [torch.randn(467072, 256), torch.randn(467072, 258)]


def get_init_inputs():
    return []
