"""torch.min -> ReplicationPad1d -> Softplus -> F.max_pool1d_with_indices: synthesised by warpgym synth (seed 7, index 6798, torch#4, dim 0 x7296)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.min -> ReplicationPad1d -> Softplus -> F.max_pool1d_with_indices"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)
        self.softplus_2 = nn.Softplus()

    def forward(self, x, x1):
        x = torch.min(x, x1)
        x = self.replicationpad1d_1(x)
        x = self.softplus_2(x)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(933888, 256), torch.randn(933888, 256)]


def get_init_inputs():
    return []
