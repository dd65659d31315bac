"""hf.LlamaRMSNorm -> torch.fix -> F.relu6 -> torch.cummin -> CELU: synthesised by warpgym synth (seed 7, index 5500, transformers#5, dim 0 x7140)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> torch.fix -> F.relu6 -> torch.cummin -> CELU"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=16)
        self.celu_4 = nn.CELU()

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = torch.fix(x)
        x = F.relu6(x)
        x = torch.cummin(x, -1)[0]
        x = self.celu_4(x)
        return x


def get_inputs():
    return [torch.randn(14280, 8, 8, 16, 16)]


def get_init_inputs():
    return []
