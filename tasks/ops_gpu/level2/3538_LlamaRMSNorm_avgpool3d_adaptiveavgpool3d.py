"""hf.LlamaRMSNorm -> F.avg_pool3d -> F.adaptive_avg_pool3d: synthesised by warpgym synth (seed 7, index 5560, transformers#3, dim 0 x2977)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> F.avg_pool3d -> F.adaptive_avg_pool3d"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=16)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = F.avg_pool3d(x, 3)
        x = F.adaptive_avg_pool3d(x, output_size=4)
        return x


def get_inputs():
    return [torch.randn(23816, 64, 16, 16)]


def get_init_inputs():
    return []
