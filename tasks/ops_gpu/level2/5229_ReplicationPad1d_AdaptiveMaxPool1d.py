"""ReplicationPad1d -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 9, index 770, torch#2, dim 0 x16132)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.replicationpad1d_0(x)
        x = self.adaptivemaxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1032448, 1024)]


def get_init_inputs():
    return []
