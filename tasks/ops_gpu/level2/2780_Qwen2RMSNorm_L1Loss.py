"""hf.Qwen2RMSNorm -> L1Loss: synthesised by warpgym synth (seed 7, index 3793, transformers#2, dim 0 x3522)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=256)
        self.l1loss_1 = nn.L1Loss()

    def forward(self, x, x1):
        x = self.qwen2rmsnorm_0(x)
        x = self.l1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(901632, 256), torch.randn(901632, 256)]


def get_init_inputs():
    return []
