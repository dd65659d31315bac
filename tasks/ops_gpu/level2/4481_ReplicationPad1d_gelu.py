"""ReplicationPad1d -> F.gelu: synthesised by warpgym synth (seed 8, index 65, torch#2, dim 0 x3816)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> F.gelu"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = self.replicationpad1d_0(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(1953792, 256)]


def get_init_inputs():
    return []
