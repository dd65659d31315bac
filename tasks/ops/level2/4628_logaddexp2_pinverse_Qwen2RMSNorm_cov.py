"""torch.logaddexp2 -> torch.pinverse -> hf.Qwen2RMSNorm -> torch.cov: synthesised by warpgym synth (seed 7, index 6078, transformers#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """torch.logaddexp2 -> torch.pinverse -> hf.Qwen2RMSNorm -> torch.cov"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_2 = Qwen2RMSNorm(hidden_size=64)

    def forward(self, x, x1):
        x = torch.logaddexp2(x, x1)
        x = torch.pinverse(x)
        x = self.qwen2rmsnorm_2(x)
        x = torch.cov(x)
        return x


def get_inputs():
    return [torch.randn(64, 1024), torch.randn(64, 1024)]


def get_init_inputs():
    return []
