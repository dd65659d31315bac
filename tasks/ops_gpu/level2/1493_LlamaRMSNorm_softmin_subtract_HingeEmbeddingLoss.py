"""hf.LlamaRMSNorm -> F.softmin -> torch.subtract -> HingeEmbeddingLoss: synthesised by warpgym synth (seed 7, index 2043, transformers#4, dim 0 x568)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> F.softmin -> torch.subtract -> HingeEmbeddingLoss"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=1024)
        self.hingeembeddingloss_3 = nn.HingeEmbeddingLoss()

    def forward(self, x, x1, x2):
        x = self.llamarmsnorm_0(x)
        x = F.softmin(x)
        x = torch.subtract(x, x1)
        x = self.hingeembeddingloss_3(x, x2)
        return x


def get_inputs():
    return [torch.randn(36352, 1024), torch.randn(36352, 1024), torch.randn(36352, 1024)]


def get_init_inputs():
    return []
