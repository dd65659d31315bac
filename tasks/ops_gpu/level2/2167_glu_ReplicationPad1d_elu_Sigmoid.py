"""F.glu -> ReplicationPad1d -> F.elu -> Sigmoid: synthesised by warpgym synth (seed 7, index 3424, torch#4, dim 0 x9601)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> ReplicationPad1d -> F.elu -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)
        self.sigmoid_3 = nn.Sigmoid()

    def forward(self, x):
        x = F.glu(x)
        x = self.replicationpad1d_1(x)
        x = F.elu(x)
        x = self.sigmoid_3(x)
        return x


def get_inputs():
    return [torch.randn(1228928, 256)]


def get_init_inputs():
    return []
