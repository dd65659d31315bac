"""F.group_norm -> F.threshold -> SyncBatchNorm -> hf.NewGELUActivation -> torch.hypot: synthesised by warpgym synth (seed 9, index 131, transformers#5, dim 0 x218)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """F.group_norm -> F.threshold -> SyncBatchNorm -> hf.NewGELUActivation -> torch.hypot"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=256)
        self.newgeluactivation_3 = NewGELUActivation()

    def forward(self, x, x1):
        x = F.group_norm(x, num_groups=2)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.syncbatchnorm_2(x)
        x = self.newgeluactivation_3(x)
        x = torch.hypot(x, x1)
        return x


def get_inputs():
    return [torch.randn(55808, 256), torch.randn(55808, 256)]


def get_init_inputs():
    return []
