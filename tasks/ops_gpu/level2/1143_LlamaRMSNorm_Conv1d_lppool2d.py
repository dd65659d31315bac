"""hf.LlamaRMSNorm -> Conv1d -> F.lp_pool2d: synthesised by warpgym synth (seed 7, index 1862, transformers#3, dim 0 x33)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> Conv1d -> F.lp_pool2d"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=128)
        self.conv1d_1 = nn.Conv1d(in_channels=64, kernel_size=3, out_channels=128)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = self.conv1d_1(x)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(528, 64, 128)]


def get_init_inputs():
    return []
