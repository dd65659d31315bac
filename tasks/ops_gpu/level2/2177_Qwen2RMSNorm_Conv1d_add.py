"""hf.Qwen2RMSNorm -> Conv1d -> torch.add: synthesised by warpgym synth (seed 7, index 3439, transformers#3, dim 0 x81)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> Conv1d -> torch.add"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=128)
        self.conv1d_1 = nn.Conv1d(in_channels=256, kernel_size=3, out_channels=128)

    def forward(self, x, x1):
        x = self.qwen2rmsnorm_0(x)
        x = self.conv1d_1(x)
        x = torch.add(x, x1)
        return x


def get_inputs():
    return [torch.randn(648, 256, 128), torch.randn(648, 128, 126)]


def get_init_inputs():
    return []
