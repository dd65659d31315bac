import torch
import torch.nn as nn

import cuda_extension


class ModelNew(nn.Module):
    def __init__(self, normalized_shape: int):
        super().__init__()
        self.norm = nn.LayerNorm(normalized_shape)  # holds norm.weight / norm.bias; never called

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return cuda_extension.layernorm(x, self.norm.weight, self.norm.bias, self.norm.eps)
