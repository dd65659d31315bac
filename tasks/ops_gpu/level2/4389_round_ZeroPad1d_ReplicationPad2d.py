"""torch.round -> ZeroPad1d -> ReplicationPad2d: synthesised by warpgym synth (seed 7, index 6896, torch#3, dim 0 x3372)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.round -> ZeroPad1d -> ReplicationPad2d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)
        self.replicationpad2d_2 = nn.ReplicationPad2d(padding=1)

    def forward(self, x):
        x = torch.round(x)
        x = self.zeropad1d_1(x)
        x = self.replicationpad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(13488, 32, 32, 32)]


def get_init_inputs():
    return []
