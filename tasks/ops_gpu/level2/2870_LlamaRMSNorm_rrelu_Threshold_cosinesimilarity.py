"""hf.LlamaRMSNorm -> F.rrelu -> Threshold -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 4536, transformers#4, dim 0 x116)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> F.rrelu -> Threshold -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=128)
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1):
        x = self.llamarmsnorm_0(x)
        x = F.rrelu(x)
        x = self.threshold_2(x)
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(1856, 64, 128), torch.randn(1856, 64, 128)]


def get_init_inputs():
    return []
