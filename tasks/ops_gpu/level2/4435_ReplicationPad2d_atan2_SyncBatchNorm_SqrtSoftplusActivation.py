"""ReplicationPad2d -> torch.atan2 -> SyncBatchNorm -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 8, index 4, transformers#4, dim 0 x1450)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """ReplicationPad2d -> torch.atan2 -> SyncBatchNorm -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=32)
        self.sqrtsoftplusactivation_3 = SqrtSoftplusActivation()

    def forward(self, x, x1):
        x = self.replicationpad2d_0(x)
        x = torch.atan2(x, x1)
        x = self.syncbatchnorm_2(x)
        x = self.sqrtsoftplusactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(23200, 32, 16, 16), torch.randn(23200, 32, 18, 18)]


def get_init_inputs():
    return []
