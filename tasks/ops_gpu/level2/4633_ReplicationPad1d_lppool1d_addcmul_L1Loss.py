"""ReplicationPad1d -> F.lp_pool1d -> torch.addcmul -> L1Loss: synthesised by warpgym synth (seed 7, index 6317, torch#4, dim 0 x214)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> F.lp_pool1d -> torch.addcmul -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)
        self.l1loss_3 = nn.L1Loss()

    def forward(self, x, x1, x2, x3):
        x = self.replicationpad1d_0(x)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = torch.addcmul(x, x1, x2)
        x = self.l1loss_3(x, x3)
        return x


def get_inputs():
    return [torch.randn(3424, 64, 128), torch.randn(3424, 64, 43), torch.randn(3424, 64, 43), torch.randn(3424, 64, 43)]


def get_init_inputs():
    return []
