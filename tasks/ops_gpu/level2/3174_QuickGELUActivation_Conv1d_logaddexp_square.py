"""hf.QuickGELUActivation -> Conv1d -> torch.logaddexp -> torch.square: synthesised by warpgym synth (seed 7, index 5004, transformers#4, dim 0 x30)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> Conv1d -> torch.logaddexp -> torch.square"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.conv1d_1 = nn.Conv1d(in_channels=256, kernel_size=3, out_channels=128)

    def forward(self, x, x1):
        x = self.quickgeluactivation_0(x)
        x = self.conv1d_1(x)
        x = torch.logaddexp(x, x1)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(240, 256, 128), torch.randn(240, 128, 126)]


def get_init_inputs():
    return []
