"""MaxPool1d -> ReplicationPad1d -> F.leaky_relu -> torch.logaddexp2 -> torch.div: synthesised by warpgym synth (seed 7, index 634, torch#5, dim 0 x7990)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> ReplicationPad1d -> F.leaky_relu -> torch.logaddexp2 -> torch.div"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)

    def forward(self, x, x1, x2):
        x = self.maxpool1d_0(x)
        x = self.replicationpad1d_1(x)
        x = F.leaky_relu(x)
        x = torch.logaddexp2(x, x1)
        x = torch.div(x, x2)
        return x


def get_inputs():
    return [torch.randn(511360, 1024), torch.randn(511360, 343), torch.randn(511360, 343)]


def get_init_inputs():
    return []
