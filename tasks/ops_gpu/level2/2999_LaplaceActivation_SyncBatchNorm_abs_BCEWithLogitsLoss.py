"""hf.LaplaceActivation -> SyncBatchNorm -> torch.abs -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 4102, transformers#4, dim 0 x413)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> SyncBatchNorm -> torch.abs -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=256)
        self.bcewithlogitsloss_3 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = self.laplaceactivation_0(x)
        x = self.syncbatchnorm_1(x)
        x = torch.abs(x)
        x = self.bcewithlogitsloss_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(211456, 256), torch.randn(211456, 256)]


def get_init_inputs():
    return []
