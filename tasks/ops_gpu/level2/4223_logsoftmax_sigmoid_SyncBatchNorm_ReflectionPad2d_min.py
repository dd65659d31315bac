"""F.log_softmax -> F.sigmoid -> SyncBatchNorm -> ReflectionPad2d -> torch.min: synthesised by warpgym synth (seed 7, index 6632, torch#5, dim 0 x2432)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> F.sigmoid -> SyncBatchNorm -> ReflectionPad2d -> torch.min"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=16)
        self.reflectionpad2d_3 = nn.ReflectionPad2d(padding=1)

    def forward(self, x, x1):
        x = F.log_softmax(x)
        x = F.sigmoid(x)
        x = self.syncbatchnorm_2(x)
        x = self.reflectionpad2d_3(x)
        x = torch.min(x, x1)
        return x


def get_inputs():
    return [torch.randn(19456, 16, 32, 32), torch.randn(19456, 16, 34, 34)]


def get_init_inputs():
    return []
