"""F.softmax -> torch.topk -> torch.atan -> Flatten -> ReplicationPad1d: synthesised by warpgym synth (seed 9, index 139, torch#5, dim 0 x4553)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> torch.topk -> torch.atan -> Flatten -> ReplicationPad1d"""

    def __init__(self):
        super().__init__()
        self.flatten_3 = nn.Flatten()
        self.replicationpad1d_4 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = F.softmax(x)
        x = torch.topk(x, 2)[0]
        x = torch.atan(x)
        x = self.flatten_3(x)
        x = self.replicationpad1d_4(x)
        return x


def get_inputs():
    return [torch.randn(36424, 64, 16, 16)]


def get_init_inputs():
    return []
